import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * After an enrolment or an order moves: the programme page (blocker, seats, progress), the catalogue (seats, my
 * tag), my lists, my orders and the home page's counts may all have changed.
 */
export function invalidateMyTraining(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'training' && ['programme', 'catalogue', 'my', 'orders', 'home', 'studio'].includes(String(query.queryKey[1])),
  });
}

/** What a lesson page does when its lesson has just been completed: the programme's ticks and progress, my training and the home page change. */
export function useInvalidateOnLessonCompleted(): () => void {
  const client = useQueryClient();
  return () => void invalidateMyTraining(client);
}
