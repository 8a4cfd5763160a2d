// What happened in the assistance domain, published by the services and delivered by the socket layer.
// Keeping it a plain in-process bus lets the services be tested without socket.io.
import type {
  AssistRequest,
  ChatMessage,
  QueuePositionPayload,
  RequestRemovedPayload,
} from '@store/contracts/assistance';

export type AssistEvent =
  | { type: 'request_created'; request: AssistRequest }
  | { type: 'request_accepted'; request: AssistRequest & { helperId: string; helperName: string } }
  | { type: 'request_removed'; removed: RequestRemovedPayload; helperId: string | null }
  | { type: 'message'; message: ChatMessage }
  /** Waiting shoppers whose place in the live queue is now `position`. */
  | { type: 'queue_changed'; places: QueuePositionPayload[] };

export type AssistEventListener = (event: AssistEvent) => void;

export function createAssistEvents() {
  const listeners = new Set<AssistEventListener>();
  return {
    publish(event: AssistEvent) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener: AssistEventListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AssistEvents = ReturnType<typeof createAssistEvents>;
