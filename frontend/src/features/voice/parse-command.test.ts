import { describe, expect, it } from 'vitest';
import { voiceCommandGroups } from './utils/voice-command-list';
import { parseVoiceCommand, type VoiceAction } from './parse-command';

const go = (to: Extract<VoiceAction, { type: 'navigate' }>['to']): VoiceAction => ({ type: 'navigate', to });
const adjust = (
  setting: Extract<VoiceAction, { type: 'adjust' }>['setting'],
  change: 'increase' | 'decrease',
): VoiceAction => ({ type: 'adjust', setting, change });
const toggle = (setting: Extract<VoiceAction, { type: 'toggle' }>['setting'], on: boolean): VoiceAction => ({
  type: 'toggle',
  setting,
  on,
});

const understood: ReadonlyArray<[string, VoiceAction]> = [
  // The spec's own phrasings.
  ['Go to home', go('home')],
  ['Go to collection', go('collection')],
  ['Go to cart', go('cart')],
  ['Go to profile', go('profile')],
  ['Go to orders', go('orders')],
  ['go to login', go('login')],
  ['logout', { type: 'logout' }],
  ['activate taskbar', { type: 'taskbar', open: true }],
  ['deactivate taskbar', { type: 'taskbar', open: false }],
  ['Increase text size', adjust('text-size', 'increase')],
  ['Decrease text size', adjust('text-size', 'decrease')],
  ['Increase line height', adjust('line-height', 'increase')],
  ['Decrease line height', adjust('line-height', 'decrease')],
  ['increase contrast', adjust('contrast', 'increase')],
  ['decrease contrast', adjust('contrast', 'decrease')],
  ['Reset', { type: 'reset' }],
  // Case, punctuation, fillers and politeness.
  ['GO TO CART!', go('cart')],
  ['Um, please go to the cart.', go('cart')],
  ['uh could you please take me to my cart thank you', go('cart')],
  ['Okay so, go to the home page', go('home')],
  ['Hey store, open the collection please', go('collection')],
  ['I would like to see my orders', go('orders')],
  ['can you show my orders', go('orders')],
  ["I'd like to go to checkout", go('checkout')],
  ['proceed to check out', go('checkout')],
  ['Home.', go('home')],
  ['cart', go('cart')],
  ['my basket', go('cart')],
  ['open the shopping bag', go('cart')],
  ['show me the catalogue', go('collection')],
  ['take me to my account', go('profile')],
  ['order history', go('orders')],
  ['go to the about us page', go('about')],
  ['contact us', go('contact')],
  ['open the accessibility page', go('accessibility')],
  ['I want to talk to a person', go('live-help')],
  ['get live help', go('live-help')],
  ['go to live assistance', go('live-help')],
  ['sign in', go('login')],
  ['log in please', go('login')],
  // Recogniser mistakes.
  ['go to card', go('cart')],
  ['go too home', go('home')],
  ['go two collection', go('collection')],
  ['goto profile', go('profile')],
  ['increase tax size', adjust('text-size', 'increase')],
  ['decrease test size', adjust('text-size', 'decrease')],
  ['increase lion height', adjust('line-height', 'increase')],
  ['open the task bar', { type: 'taskbar', open: true }],
  ['add to card', { type: 'add-to-cart' }],
  // Sign out, said many ways.
  ['Log out', { type: 'logout' }],
  ['sign out', { type: 'logout' }],
  ['please log me out', { type: 'logout' }],
  ['I want to sign out now', { type: 'logout' }],
  ['log off', { type: 'logout' }],
  // Taskbar.
  ['open the accessibility menu', { type: 'taskbar', open: true }],
  ['show taskbar', { type: 'taskbar', open: true }],
  ['close the toolbar', { type: 'taskbar', open: false }],
  ['hide the taskbar please', { type: 'taskbar', open: false }],
  // Display adjustments.
  ['bigger text', adjust('text-size', 'increase')],
  ['make the text bigger', adjust('text-size', 'increase')],
  ['make the text smaller', adjust('text-size', 'decrease')],
  ['increase font size', adjust('text-size', 'increase')],
  ['zoom in', adjust('text-size', 'increase')],
  ['text size up', adjust('text-size', 'increase')],
  ['more line spacing', adjust('line-height', 'increase')],
  ['reduce the line height', adjust('line-height', 'decrease')],
  ['increase letter spacing', adjust('letter-spacing', 'increase')],
  ['less spacing between letters', adjust('letter-spacing', 'decrease')],
  ['high contrast', adjust('contrast', 'increase')],
  ['turn on high contrast', adjust('contrast', 'increase')],
  ['more contrast', adjust('contrast', 'increase')],
  ['normal mode', adjust('contrast', 'decrease')],
  ['increase saturation', adjust('saturation', 'increase')],
  ['less colour', adjust('saturation', 'decrease')],
  // Toggles.
  ['turn on monochrome', toggle('monochrome', true)],
  ['monochrome off', toggle('monochrome', false)],
  ['black and white', toggle('monochrome', true)],
  ['enable grayscale', toggle('monochrome', true)],
  ['turn on vision impaired profile', toggle('vision-impaired', true)],
  ['vision impaired mode off', toggle('vision-impaired', false)],
  ['low vision mode on', toggle('vision-impaired', true)],
  ['turn on seizure safe', toggle('seizure-safe', true)],
  ['seizure safe mode off', toggle('seizure-safe', false)],
  ['stop animations', toggle('seizure-safe', true)],
  ['turn off the animations', toggle('seizure-safe', true)],
  ['show animations', toggle('seizure-safe', false)],
  // Reset.
  ['reset all settings', { type: 'reset' }],
  ['restore defaults', { type: 'reset' }],
  ['back to normal', { type: 'reset' }],
  // Search.
  ['find linen trousers', { type: 'search', query: 'linen trousers' }],
  ['Next page', { type: 'turn-page', direction: 'next' }],
  ['go to the next page', { type: 'turn-page', direction: 'next' }],
  ['show more products', { type: 'turn-page', direction: 'next' }],
  ['Previous page.', { type: 'turn-page', direction: 'previous' }],
  ['go back a page', { type: 'turn-page', direction: 'previous' }],
  ['Search for a red dress.', { type: 'search', query: 'red dress' }],
  ["I'm looking for kids hoodies", { type: 'search', query: 'kids hoodies' }],
  ['do you have any denim jackets', { type: 'search', query: 'denim jackets' }],
  ['look for cotton shirts please', { type: 'search', query: 'cotton shirts' }],
  ['find my orders', go('orders')],
  // Sizes and the cart on a product page.
  ['select size medium', { type: 'select-size', size: 'M' }],
  ['size M', { type: 'select-size', size: 'M' }],
  ['choose large', { type: 'select-size', size: 'L' }],
  ['small size please', { type: 'select-size', size: 'S' }],
  ['select size extra large', { type: 'select-size', size: 'XL' }],
  ['size double extra large', { type: 'select-size', size: 'XXL' }],
  ['pick XL', { type: 'select-size', size: 'XL' }],
  ['medium', { type: 'select-size', size: 'M' }],
  ['I want size small', { type: 'select-size', size: 'S' }],
  ['add to cart', { type: 'add-to-cart' }],
  ['add it to my cart', { type: 'add-to-cart' }],
  ['put this in the basket', { type: 'add-to-cart' }],
  ['buy this', { type: 'add-to-cart' }],
  // Read-aloud and help.
  ['read', { type: 'read' }],
  ['open the product my helper sent', { type: 'open-helper-product' }],
  ['please show me what my helper sent', { type: 'open-helper-product' }],
  ["open my helper's product", { type: 'open-helper-product' }],
  ['read the reviews', { type: 'read-reviews' }],
  ['please read me the reviews', { type: 'read-reviews' }],
  ['what do buyers say', { type: 'read-reviews' }],
  ['read this page aloud', { type: 'read' }],
  ['read my cart', { type: 'read' }],
  ['voice over', { type: 'read' }],
  ['what is on this page?', { type: 'read' }],
  ['stop', { type: 'stop' }],
  ['stop reading', { type: 'stop' }],
  ['be quiet', { type: 'stop' }],
  ['What can I say?', { type: 'help' }],
  ['help', { type: 'help' }],
  ['can you help me', { type: 'help' }],
  ['list the commands', { type: 'help' }],
  ['voice commands', { type: 'help' }],
];

const notCommands: readonly string[] = [
  '',
  '   ',
  '...',
  'hello',
  'hi there',
  'good morning',
  'thank you',
  'um',
  'okay',
  'This shirt looks nice, does it come in blue?',
  'Does this shirt come in blue or should I log out and come back later?',
  'I am locked out of my account',
  'my friend told me to log out of everything',
  'is the cart total including delivery',
  'how do I increase the text size on my phone',
  'I need to find out if I can log out',
  'the weather is lovely today',
  'what time is it',
  'I like the colour of this dress',
  'sign out of the other tab and then call me',
  'find',
  'select',
  'select everything',
  'size',
  'go',
  'go to the moon',
  'reset my password and my email',
];

describe('parseVoiceCommand', () => {
  it.each(understood)(
    'hears %j the same in capitals, with spaces around and a full stop',
    (transcript, action) => {
      expect(parseVoiceCommand(`  ${transcript.toUpperCase()}.  `)).toEqual(action);
    },
  );

  it.each(understood)('understands %j', (transcript, action) => {
    expect(parseVoiceCommand(transcript)).toEqual(action);
  });

  it.each(notCommands.map((text) => [text]))('takes %j as no command', (transcript) => {
    expect(parseVoiceCommand(transcript)).toBeNull();
  });

  it('understands every phrase the shop lists as a voice command', () => {
    const phrases = voiceCommandGroups.flatMap((group) => group.commands.map((command) => command.phrase));
    const unknown = phrases.filter((phrase) => parseVoiceCommand(phrase) === null);
    expect(unknown).toEqual([]);
  });

  it('never signs out on a sentence that merely mentions logging out', () => {
    for (const sentence of [
      'can this jacket be worn when I log out of work',
      'tell me about the sign out policy for returns',
      'I will log out later, first show me shirts with long sleeves',
    ]) {
      expect(parseVoiceCommand(sentence)).toBeNull();
    }
  });
});
