import '../../i18n/teacher.register';
import { ApiPaths } from '@yanxiu/contract/paths';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi, programmeDetail, renderAt, setUpTeacherTests } from '../../training.fixtures';
import { ProgrammeGrid } from './ProgrammeGrid';

setUpTeacherTests();

describe('programme cards', () => {
  test('show the average and count of ratings read for the whole page in one call, nothing for a course nobody rated', async () => {
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.courseRatingAverages)
        return [
          { courseId: 42, average: 4.5, count: 2 },
          { courseId: 43, average: null, count: 0 },
        ];
      return undefined;
    });
    const programmes = [programmeDetail({ id: 42 }), programmeDetail({ id: 43, title: '另一门课' })];
    renderAt('/training/common', <ProgrammeGrid programmes={programmes} />, '/training/common');
    const rated = await screen.findByTestId('programme-card-42');
    await waitFor(() => expect(within(rated).getByTestId('programme-rating').textContent).toContain('4.5 分（2 人评价）'));
    expect(within(screen.getByTestId('programme-card-43')).queryByTestId('programme-rating')).toBeNull();
    expect(api.of(ApiPaths.courseRatingAverages)).toHaveLength(1);
    expect(api.of(ApiPaths.courseRatingAverages)[0]!.query.get('ids')).toBe('42,43');
  });
});
