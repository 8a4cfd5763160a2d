// What the live-wait screen says about the shopper's place in the queue.

export function queuePlaceText(position: number | null | undefined): string {
  if (position === null || position === undefined) return 'You are in the queue for a helper.';
  if (position === 1) return 'You are next in the queue.';
  return `You are number ${position} in the queue.`;
}
