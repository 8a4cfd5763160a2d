// The lists of commands (with the phrase sets of three languages behind them) are a chunk of their own,
// fetched when a screen first shows them: the "what can I say" dialog, or the Accessibility page, whose
// route waits for them (loadVoiceCommandGroups) so the list is there at its first paint and nothing moves.
import { use } from 'react';
import type * as GroupsChunk from './voice-command-groups';

type GroupsModule = typeof GroupsChunk;
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

let groupsModule: TrackedPromise<GroupsModule> | undefined;

export function loadVoiceCommandGroups(): Promise<GroupsModule> {
  if (!groupsModule) {
    const loading: TrackedPromise<GroupsModule> = import('./voice-command-groups');
    // React's use() reads a settled promise's status and value without suspending again.
    void loading.then((module) => {
      loading.status = 'fulfilled';
      loading.value = module;
    });
    // A failed fetch is tried again the next time the list is asked for.
    loading.catch(() => {
      if (groupsModule === loading) groupsModule = undefined;
    });
    groupsModule = loading;
  }
  return groupsModule;
}

/** The voice commands, grouped, in the shopper's language (suspends until its chunk has arrived). */
export function VoiceCommandGroups() {
  const { VoiceCommandGroups: Groups } = use(loadVoiceCommandGroups());
  return <Groups />;
}
