// Setup file of the web test project (vitest.config.ts): a findBy*/waitFor waits for its state for as long as the
// test itself may run.
//
// Testing Library's default deadline is one second per wait. Under a busy machine a page's lazily loaded chunk (its
// first import transforms antd's Table and friends) and what renders after a painted frame (useAfterPaint,
// usePaintedInTurn) took longer than that, and /studyTime's deferred tables failed although they rendered a moment
// later (issue 35). What a test waits for is a state; the only deadline is the test's own (testTimeout).
import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';

beforeEach(({ task }) => {
  configure({ asyncUtilTimeout: task.timeout });
});
