// What turns a transcript into an action and carries it out: the parser with every language's phrases and
// the actions. Loaded on first use (when voice commands are switched on, or at the first transcript), so the
// phrase lists of three languages stay out of the first page load.
export { parseVoiceCommand } from './parse-command';
export { runVoiceAction } from './utils/run-voice-action';
