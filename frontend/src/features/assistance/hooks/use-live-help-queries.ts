// Live help's server state on TanStack Query: the shopper's open request, the helpers' queue and a
// conversation. The socket keeps them current (see AssistanceProvider); while it is down they are read
// every 2 seconds, the spec's polling, and conversations then ask only for what is new (`?after=`).
import type { AssistRequest, ChatMessage } from '@store/contracts/assistance';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staleTimes } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { getMessages } from '../api/messages';
import { getAvailability } from '../api/presence';
import { getMyRequest, listRequests } from '../api/requests';
import { POLL_MS } from '../utils/live-help-constants';
import { lastMessageId, mergeMessages } from '../utils/merge-messages';
import { useAssistance } from './assistance-provider';

/**
 * While a shopper waits, the request is read every 5 seconds even with the socket up: a read that was already
 * on its way when "a helper joined" arrived answers "waiting" after it, and without a later read the shopper
 * would wait on a screen that never changes.
 */
export const WAITING_CHECK_MS = 5_000;

/** The signed-in shopper's open request (null when none) and place in the queue. */
export function useMyRequest() {
  const { user } = useSession();
  const { connected } = useAssistance();
  return useQuery({
    queryKey: queryKeys.assistance.mine,
    queryFn: getMyRequest,
    enabled: user?.role === 'shopper',
    staleTime: staleTimes.assistance,
    refetchInterval: (query) => {
      if (!connected) return POLL_MS;
      const assist = query.state.data?.assist;
      return assist && !assist.accept ? WAITING_CHECK_MS : false;
    },
  });
}

/** How often /live-start and /live-wait read whether a helper is available (they say it as it changes). */
export const AVAILABILITY_CHECK_MS = 10_000;

/** Whether a helper is available now, and the usual wait lately (anyone, signed in or not). */
export function useAvailability() {
  return useQuery({
    queryKey: queryKeys.assistance.availability,
    queryFn: getAvailability,
    refetchInterval: AVAILABILITY_CHECK_MS,
  });
}

/** Every open request (helpers), longest waiting first. */
export function useHelperRequests() {
  const { user } = useSession();
  const { connected } = useAssistance();
  return useQuery<AssistRequest[]>({
    queryKey: queryKeys.assistance.requests(),
    queryFn: listRequests,
    enabled: user?.role === 'helper',
    staleTime: staleTimes.assistance,
    refetchInterval: connected ? false : POLL_MS,
  });
}

/** The messages of `shopperId`'s conversation, oldest first. */
export function useConversation(shopperId: string | null | undefined, enabled = true) {
  const queryClient = useQueryClient();
  const { connected } = useAssistance();
  const key = queryKeys.assistance.conversation(shopperId ?? '');
  return useQuery<ChatMessage[]>({
    queryKey: key,
    enabled: Boolean(shopperId) && enabled,
    staleTime: staleTimes.assistance,
    refetchInterval: connected ? false : POLL_MS,
    queryFn: async () => {
      const held = queryClient.getQueryData<ChatMessage[]>(key);
      const loaded = queryClient.getQueryState(key)?.status === 'success';
      const fresh = await getMessages(shopperId ?? '', loaded && held ? lastMessageId(held) : undefined);
      // Merged into what the cache holds now: a message pushed during the read is kept.
      return mergeMessages(queryClient.getQueryData<ChatMessage[]>(key) ?? [], fresh);
    },
  });
}
