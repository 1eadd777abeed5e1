import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider, Modal } from 'antd';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { loadingShown } from '@/shared/testing/loading-states';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { peerTask, round, teacherAssignment } from '../../testing/assignment-fixtures';
import AssignmentPage from './AssignmentPage';

afterEach(() => {
  // A confirmation left open lives outside the rendered tree.
  Modal.destroyAll();
  cleanup();
  vi.unstubAllGlobals();
});

const show = (path: string, pattern = '/training/assignment/unit/:unitId') =>
  renderAt(
    pattern,
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AssignmentPage />
    </ConfigProvider>,
    path,
  );

describe("the teacher's assignment page", () => {
  test('loads by the unit, says it is loading meanwhile, then shows the instructions, attachments and due time', async () => {
    await signInWith(['teacher']);
    let answer: (value: unknown) => void = () => undefined;
    const api = fakeApi((call) =>
      call.path === ApiPaths.assessmentAssignmentOfUnit ? new Promise((resolve) => (answer = resolve)) : undefined,
    );
    const view = show('/training/assignment/unit/12');
    await screen.findByTestId('assignment-loading');
    expect(loadingShown(view.container)).toBe(true);
    expect(screen.queryByText('还没有提交记录')).toBeNull();
    answer(teacherAssignment());
    expect(await screen.findByTestId('teacher-assignment')).toBeTruthy();
    expect(api.of(ApiPaths.assessmentAssignmentOfUnit)[0]!.query.get('unitId')).toBe('12');
    expect(screen.getByTestId('assignment-instructions').textContent).toBe('提交一份完整的教学设计。');
    expect(within(screen.getByTestId('assignment-facts')).getByText('满分 / 及格')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载附件 模板.docx' })).toBeTruthy();
    expect(screen.getByText('还没有成绩')).toBeTruthy();
    expect(screen.getByText('还没有提交记录')).toBeTruthy();
    expect(screen.getByTestId('draft-editor')).toBeTruthy();
  }, 60_000);

  test('an attachment is downloaded through its assignment, which decides who may read it', async () => {
    await signInWith(['teacher']);
    // The saved file is handed to the browser by clicking a link to its blob: not followed here.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeApi((call) =>
      call.path === ApiPaths.assessmentAssignment ? teacherAssignment() : new Response(new Blob(['docx']), { status: 200 }),
    );
    show('/training/assignment/5', '/training/assignment/:assignmentId');
    fireEvent.click(await screen.findByRole('button', { name: '下载附件 模板.docx' }));
    const path = fillPath(ApiPaths.assessmentAssignmentFile, { id: '00000000-0000-4000-8000-000000000001' });
    await waitFor(() => expect(api.of(path)).toHaveLength(1));
    expect(api.of(path)[0]!.query.get('assignmentId')).toBe('5');
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  }, 60_000);

  test('an unknown assignment says so; a failed read offers a retry', async () => {
    await signInWith(['teacher']);
    fakeApi(() => refusal(404, 404, '作业不存在'));
    show('/training/assignment/unit/12');
    expect(await screen.findByText('作业不存在，或您不能查看')).toBeTruthy();
    expect(screen.queryByTestId('draft-editor')).toBeNull();
  }, 60_000);

  test('submitting asks first, saves what is on screen as the draft, then submits its round by number', async () => {
    await signInWith(['teacher']);
    const draft = round({ round: 1, status: 'draft', submittedAt: null, text: '<p>我的教学设计</p>' });
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentAssignment) return teacherAssignment({ state: 'draft', rounds: [draft] });
      if (call.path === ApiPaths.assessmentSaveSubmissionDraft) return teacherAssignment({ state: 'draft', rounds: [draft] });
      if (call.path === ApiPaths.assessmentSubmitSubmission)
        return teacherAssignment({ state: 'submitted', rounds: [round()], submitBlocker: 'waiting_for_tutor' });
      return undefined;
    });
    show('/training/assignment/5', '/training/assignment/:assignmentId');
    fireEvent.click(await screen.findByTestId('draft-submit'));
    expect((await screen.findByTestId('submit-confirm-text')).textContent).toBe('提交后在辅导教师批阅前不能再修改。');
    expect(api.of(ApiPaths.assessmentSubmitSubmission)).toEqual([]);
    fireEvent.click(screen.getByTestId('submit-confirm-ok'));
    await waitFor(() => expect(api.of(ApiPaths.assessmentSubmitSubmission)).toHaveLength(1));
    expect(api.of(ApiPaths.assessmentSaveSubmissionDraft)[0]!.body).toEqual({
      assignmentId: 5,
      text: '<p>我的教学设计</p>',
      fileIds: ['00000000-0000-4000-8000-000000000002'],
    });
    expect(api.of(ApiPaths.assessmentSubmitSubmission)[0]!.body).toEqual({ assignmentId: 5, round: 1 });
  }, 60_000);

  test('past the due time with a penalty, the confirmation names the penalty', async () => {
    await signInWith(['teacher']);
    const draft = round({ round: 1, status: 'draft', submittedAt: null });
    fakeApi((call) =>
      call.path === ApiPaths.assessmentAssignment
        ? teacherAssignment({
            state: 'draft',
            rounds: [draft],
            dueAt: '2020-01-01T00:00:00.000Z',
            latePolicy: 'penalty',
            latePenaltyPercent: 20,
          })
        : undefined,
    );
    show('/training/assignment/5', '/training/assignment/:assignmentId');
    expect(await screen.findByTestId('assignment-overdue')).toBeTruthy();
    fireEvent.click(screen.getByTestId('draft-submit'));
    // The newest confirmation (an earlier test's may still be fading out of the body).
    await waitFor(() =>
      expect(screen.getAllByTestId('submit-confirm-text').at(-1)!.textContent).toBe('已过截止时间，本次提交将标记为迟交，成绩扣 20%。'),
    );
  }, 60_000);

  test('a returned round shows its feedback and the editor resubmits; a graded pass shows the grade and no editor', async () => {
    await signInWith(['teacher']);
    const returned = round({
      status: 'returned',
      decision: { score: null, rawScore: null, rubricPoints: [], feedback: '请补充评价环节。', decidedAt: '2026-11-22T02:00:00.000Z' },
    });
    fakeApi((call) =>
      call.path === ApiPaths.assessmentAssignment ? teacherAssignment({ state: 'returned', rounds: [returned] }) : undefined,
    );
    show('/training/assignment/5', '/training/assignment/:assignmentId');
    expect(await screen.findByTestId('assignment-returned')).toBeTruthy();
    expect(screen.getByTestId('round-feedback-1').textContent).toBe('请补充评价环节。');
    expect(screen.getByTestId('draft-submit').textContent).toBe('重新提交');
    cleanup();

    const graded = round({
      round: 2,
      status: 'graded',
      decision: { score: 85, rawScore: 85, rubricPoints: [35, 50], feedback: '很好。', decidedAt: '2026-11-23T02:00:00.000Z' },
    });
    fakeApi((call) =>
      call.path === ApiPaths.assessmentAssignment
        ? teacherAssignment({
            state: 'graded',
            rounds: [returned, graded],
            counted: { score: 85, passed: true, round: 2 },
            excellent: true,
            submitBlocker: 'graded',
            peerReviews: [{ rubricPoints: [30, 40], score: 70, comment: '过程完整。', reviewedAt: '2026-11-22T03:00:00.000Z' }],
          })
        : undefined,
    );
    show('/training/assignment/5', '/training/assignment/:assignmentId');
    const counted = await screen.findByTestId('assignment-counted');
    expect(within(counted).getByTestId('assignment-score').getAttribute('data-passed')).toBe('true');
    expect(within(counted).getByText('85 / 100 分')).toBeTruthy();
    expect(screen.getByTestId('assignment-excellent')).toBeTruthy();
    expect(screen.queryByTestId('draft-editor')).toBeNull();
    // Newest round first; the peer review's writer is never named to the author.
    expect(screen.getAllByTestId(/^round-\d$/).map((card) => card.getAttribute('data-testid'))).toEqual(['round-2', 'round-1']);
    const received = screen.getByTestId('received-peer-reviews');
    expect(within(received).getByText(/匿名同学/)).toBeTruthy();
    expect(within(received).getByText('教学目标 30 分和教学过程 40 分')).toBeTruthy();
  }, 60_000);

  test('peer review: asks for a submission, scores it by the rubric with the sum shown, comments and sends', async () => {
    await signInWith(['teacher']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentAssignment)
        return teacherAssignment({ state: 'submitted', rounds: [round()], submitBlocker: 'waiting_for_tutor' });
      if (call.path === ApiPaths.assessmentRequestPeerReview) return { task: peerTask() };
      if (call.path === ApiPaths.assessmentSubmitPeerReview) return peerTask({ status: 'done' });
      return undefined;
    });
    show('/training/assignment/5?tab=peer', '/training/assignment/:assignmentId');
    fireEvent.click(await screen.findByTestId('peer-ask'));
    const task = await screen.findByTestId('peer-task');
    expect(within(task).getByText('匿名同学的作业')).toBeTruthy();
    expect(api.of(ApiPaths.assessmentRequestPeerReview)[0]!.body).toEqual({ assignmentId: 5 });
    fireEvent.click(screen.getByTestId('peer-send'));
    expect(api.of(ApiPaths.assessmentSubmitPeerReview)).toEqual([]);
    fireEvent.change(within(task).getByRole('spinbutton', { name: '教学目标（满分 40）' }), { target: { value: '30' } });
    fireEvent.change(within(task).getByRole('spinbutton', { name: '教学过程（满分 60）' }), { target: { value: '45' } });
    await waitFor(() => expect(screen.getByTestId('peer-points-sum').textContent).toBe('合计：75 / 100'));
    fireEvent.change(screen.getByTestId('peer-comment'), { target: { value: '环节清楚。' } });
    fireEvent.click(screen.getByTestId('peer-send'));
    await waitFor(() => expect(api.of(ApiPaths.assessmentSubmitPeerReview)).toHaveLength(1));
    expect(api.of(ApiPaths.assessmentSubmitPeerReview)[0]!.body).toEqual({ reviewId: 31, rubricPoints: [30, 45], comment: '环节清楚。' });
    expect(await screen.findByText('已完成 1 份互评')).toBeTruthy();
  }, 60_000);

  test('peer review waits for the teacher to submit; with nothing to review it says so', async () => {
    await signInWith(['teacher']);
    fakeApi((call) => {
      if (call.path === ApiPaths.assessmentAssignment) return teacherAssignment({ state: 'submitted', rounds: [round()] });
      if (call.path === ApiPaths.assessmentRequestPeerReview) return { task: null };
      return undefined;
    });
    show('/training/assignment/5?tab=peer', '/training/assignment/:assignmentId');
    fireEvent.click(await screen.findByTestId('peer-ask'));
    expect(await screen.findByTestId('peer-none')).toBeTruthy();
    cleanup();
    fakeApi((call) => (call.path === ApiPaths.assessmentAssignment ? teacherAssignment() : undefined));
    show('/training/assignment/5?tab=peer', '/training/assignment/:assignmentId');
    expect(await screen.findByTestId('peer-submit-first')).toBeTruthy();
    expect(screen.queryByTestId('peer-ask')).toBeNull();
  }, 60_000);

  test("the showcase lists the programme's excellent work with author and school, or says there is none", async () => {
    await signInWith(['teacher']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentAssignment) return teacherAssignment();
      if (call.path === ApiPaths.assessmentShowcase)
        return {
          items: [
            {
              submissionId: 21,
              assignmentId: 5,
              assignmentTitle: '教学设计作业',
              authorName: '张老师',
              schoolName: '第二小学',
              text: '<p>优秀设计</p>',
              files: [],
              score: 95,
              markedAt: '2026-11-24T02:00:00.000Z',
            },
          ],
        };
      return undefined;
    });
    show('/training/assignment/5?tab=showcase', '/training/assignment/:assignmentId');
    const item = await screen.findByTestId('showcase-item-21');
    expect(within(item).getByText('张老师 · 第二小学')).toBeTruthy();
    expect(within(item).getByText('得分：95')).toBeTruthy();
    expect(api.of(ApiPaths.assessmentShowcase)[0]!.query.get('programmeId')).toBe('3');
  }, 60_000);
});
