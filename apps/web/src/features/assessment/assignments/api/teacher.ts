import type {
  PeerReviewOffer,
  PeerReviewTask,
  SaveDraftBody,
  Showcase,
  SubmitPeerReviewBody,
  SubmitRoundBody,
  TeacherAssignment,
} from '@yanxiu/contract/assessment-assignments';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { ASSIGNMENTS_KEY, invalidateAssignments } from './keys';

/** What the assignment page names: the assignment itself, or a programme's assignment unit. */
export type AssignmentRef = { assignmentId: number } | { unitId: number };

/** assignments/detail or assignments/ofUnit: the assignment with the caller's rounds (quiet: the page says why it failed). */
export function useTeacherAssignment(ref: AssignmentRef | null) {
  return useQuery({
    queryKey: [...ASSIGNMENTS_KEY, 'teacher', ref],
    queryFn: () =>
      'assignmentId' in ref!
        ? request<TeacherAssignment>(ApiPaths.assessmentAssignment, { query: { assignmentId: ref.assignmentId }, skipErrorHandler: true })
        : request<TeacherAssignment>(ApiPaths.assessmentAssignmentOfUnit, { query: { unitId: ref!.unitId }, skipErrorHandler: true }),
    enabled: ref !== null,
  });
}

/** assignments/saveDraft: the open round's text and files. */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDraftBody) =>
      request<TeacherAssignment>(ApiPaths.assessmentSaveSubmissionDraft, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateAssignments(client, 'teacher'),
  });
}

/** assignments/submit: the draft round, by its number. */
export function useSubmitRound() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitRoundBody) =>
      request<TeacherAssignment>(ApiPaths.assessmentSubmitSubmission, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateAssignments(client, 'teacher', 'peer'),
  });
}

/** assignments/peerReviews/request: a submission to review (the same open one when asked again), or none now. */
export function useRequestPeerReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) =>
      request<PeerReviewOffer>(ApiPaths.assessmentRequestPeerReview, { body: { assignmentId }, skipErrorHandler: true }),
    onSuccess: (offer) => {
      if (offer.task) client.setQueryData([...ASSIGNMENTS_KEY, 'peer', offer.task.reviewId], offer.task);
    },
  });
}

/** assignments/peerReviews/submit: the reviewer's points and comment, once. */
export function useSubmitPeerReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitPeerReviewBody) =>
      request<PeerReviewTask>(ApiPaths.assessmentSubmitPeerReview, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateAssignments(client, 'peer', 'teacher'),
  });
}

/** assignments/showcase: the programme's excellent work, for its enrolled teachers. */
export function useShowcase(programmeId: number | null) {
  return useQuery({
    queryKey: [...ASSIGNMENTS_KEY, 'showcase', programmeId],
    queryFn: () => request<Showcase>(ApiPaths.assessmentShowcase, { query: { programmeId: programmeId! }, skipErrorHandler: true }),
    enabled: programmeId !== null,
  });
}
