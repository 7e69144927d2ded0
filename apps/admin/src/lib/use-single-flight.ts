import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * A mutation's `mutate` that does nothing while its last call is in flight. A button disabled by `isPending` is
 * disabled only once React has rendered again, so a quick double tap sent a status change twice and the second was
 * answered 409 "someone else changed this order" (a staff review).
 */
export function useSingleFlight<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => void {
  const busy = useRef(false);
  return (variables, options) => {
    if (busy.current) return;
    busy.current = true;
    mutation.mutate(variables, {
      ...options,
      onSettled: (...settled) => {
        busy.current = false;
        return options?.onSettled?.(...settled);
      },
    });
  };
}
