// Understanding a spoken transcript: the one pure function that turns what the recogniser heard into an
// action, or null. A command must be the whole utterance (after fillers and politeness), never a piece
// of a longer sentence, so a question that mentions "log out" signs nobody out.

export type VoiceAction =
  | {
      type: 'navigate';
      to:
        | 'home'
        | 'collection'
        | 'cart'
        | 'profile'
        | 'orders'
        | 'login'
        | 'about'
        | 'contact'
        | 'accessibility'
        | 'live-help'
        | 'checkout';
    }
  | { type: 'logout' }
  | { type: 'taskbar'; open: boolean }
  | {
      type: 'adjust';
      setting: 'text-size' | 'line-height' | 'letter-spacing' | 'contrast' | 'saturation';
      change: 'increase' | 'decrease';
    }
  | { type: 'toggle'; setting: 'monochrome' | 'vision-impaired' | 'seizure-safe'; on: boolean }
  | { type: 'reset' }
  | { type: 'search'; query: string }
  | { type: 'turn-page'; direction: 'next' | 'previous' }
  | { type: 'select-size'; size: string }
  | { type: 'add-to-cart' }
  | { type: 'read' }
  | { type: 'stop' }
  | { type: 'help' };

type Destination = Extract<VoiceAction, { type: 'navigate' }>['to'];
type Adjustable = Extract<VoiceAction, { type: 'adjust' }>['setting'];
type Toggleable = Extract<VoiceAction, { type: 'toggle' }>['setting'];

/** Words the recogniser often hears instead of the intended ones, fixed before anything else. */
const misheard: ReadonlyArray<[RegExp, string]> = [
  [/\b(card|cards|carts|kart|karts|cot|cut)\b/g, 'cart'],
  [/\bgo (too|two|2)\b/g, 'go to'],
  [/\bgoto\b/g, 'go to'],
  [/\b(tax|taxed|texts|tech|techs|test|next|fonts?) (size|sized|sizes|sighs)\b/g, 'text size'],
  [/\btext (sized|sizes|sighs)\b/g, 'text size'],
  [/\b(line|lines|lion|lying) (height|heights|hight|hite|heigh|high|hi|weight)\b/g, 'line height'],
  [/\bline spacing\b/g, 'line height'],
  [/\b(letter|letters) (space|spaces|spacings|pacing)\b/g, 'letter spacing'],
  [/\b(character|characters) spacing\b/g, 'letter spacing'],
  [/\b(contrasts|contras|con trust|contract)\b/g, 'contrast'],
  [/\b(task bar|tusk bar|toolbar|tool bar|task bars|taskbars)\b/g, 'taskbar'],
  [/\b(log|logged|locked|lock) (out|off)\b/g, 'logout'],
  [/\b(sign|signed|sine) (out|off)\b/g, 'logout'],
  [/\b(log|logged) (in|on)\b/g, 'login'],
  [/\bsign (in|on)\b/g, 'login'],
  [/\bcheck out\b/g, 'checkout'],
  [/\bvoice over\b/g, 'voiceover'],
  [/\b(grey|gray) scale\b/g, 'greyscale'],
  [/\bgrayscale\b/g, 'greyscale'],
  [/\b(seizure|seizures|caesar|seesaw|season) (safe|save|safety|saved)\b/g, 'seizure safe'],
  [/\b(vision|visually) (impaired|impared|impairment)\b/g, 'vision impaired'],
  [/\blow vision\b/g, 'vision impaired'],
  [/\bwhat can i see\b/g, 'what can i say'],
];

/** Fillers and politeness that may open an utterance; removed repeatedly, longest first. */
const leadingFillers = [
  'i would like you to',
  'would you please',
  'could you please',
  'can you please',
  'will you please',
  'i would like to',
  'i d like to',
  'id like to',
  'go ahead and',
  'i want you to',
  'i need you to',
  'i want to',
  'i wanna',
  'i need to',
  'would you',
  'could you',
  'can you',
  'will you',
  'can i',
  'could i',
  'may i',
  'let s',
  'lets',
  'let me',
  'please',
  'kindly',
  'okay',
  'ok',
  'um',
  'umm',
  'uh',
  'uhh',
  'uhm',
  'er',
  'erm',
  'ah',
  'hmm',
  'mm',
  'so',
  'well',
  'now',
  'just',
  'and',
  'then',
  'hey',
  'hi',
  'hello',
  'store',
  'shop',
  'voice',
  'oh',
];

const trailingFillers = [
  'thank you very much',
  'thank you',
  'thanks',
  'please',
  'now',
  'for me',
  'right now',
  'again',
  'if you can',
  'if you could',
  'okay',
  'ok',
  'um',
  'uh',
  'er',
  'hmm',
];

function normalise(transcript: string): string {
  let text = transcript
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, ' ')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, replacement] of misheard) text = text.replace(pattern, replacement);
  return text;
}

function stripFillers(text: string): string {
  let current = text;
  let changed = true;
  while (changed && current) {
    changed = false;
    for (const filler of leadingFillers) {
      if (current === filler) return '';
      if (current.startsWith(`${filler} `)) {
        current = current.slice(filler.length + 1);
        changed = true;
        break;
      }
    }
    for (const filler of trailingFillers) {
      if (current === filler) return '';
      if (current.endsWith(` ${filler}`)) {
        current = current.slice(0, -(filler.length + 1));
        changed = true;
        break;
      }
    }
  }
  return current;
}

/** The name of a place, with what may surround it ("the", "my", "page"), as a pattern. */
const destinations: ReadonlyArray<[Destination, string]> = [
  ['home', 'home|homepage|home screen|start page|main page|front page'],
  ['collection', 'collection|collections|catalogue|catalog|all products|products|shop|store|clothes'],
  ['checkout', 'checkout|place order|payment|delivery'],
  ['cart', 'cart|shopping cart|basket|shopping basket|bag|shopping bag|trolley'],
  ['orders', 'orders|order|order history|purchases|past orders'],
  ['profile', 'profile|account|profile settings|account settings|password'],
  ['login', 'login|login screen|sign up|register'],
  ['about', 'about|about us|about the shop|about the store'],
  ['contact', 'contact|contact us|contacts|contact details'],
  ['accessibility', 'accessibility|accessibility information|accessibility features'],
  [
    'live-help',
    'live help|live assistance|live support|live chat|live|a helper|helper|a human|human|a person|person|someone|an assistant|assistant',
  ],
];

const navigateVerbs =
  '(?:go to|go|proceed to|continue to|goes to|going to|take me to|take me|bring me to|navigate to|open|open up|show me|show|show me to|visit|switch to|head to|jump to|move to|back to|go back to|return to|i want|view|see|display|get me to|talk to|speak to|speak with|talk with|get|call|contact)';
const placeNoise = '(?:the |my |our |your |a |an )?';
const pageNoise = '(?: page| screen| section| tab| area)?';

function matchDestination(text: string): Destination | null {
  for (const [to, names] of destinations) {
    const place = `${placeNoise}(?:${names})${pageNoise}`;
    // "contact" alone is the page; "contact a helper" is live help (checked by its own names).
    if (new RegExp(`^(?:${navigateVerbs} )?${place}$`).test(text)) return to;
  }
  return null;
}

const increaseWords =
  'increase|raise|enlarge|grow|boost|more|higher|bigger|larger|up|turn up|make bigger|add|maximise|maximize|greater|improve|strengthen';
const decreaseWords =
  'decrease|reduce|lower|shrink|less|smaller|down|turn down|make smaller|minimise|minimize|lessen|weaken|fewer|diminish';

const settingNames: ReadonlyArray<[Adjustable, string]> = [
  ['text-size', 'text size|text|font|the text|the font|letters|writing|words|zoom'],
  ['line-height', 'line height|space between lines|spacing between lines|line gap'],
  ['letter-spacing', 'letter spacing|space between letters|spacing between letters|spacing'],
  ['contrast', 'contrast'],
  ['saturation', 'saturation|colour saturation|color saturation|colours|colors|colour|color'],
];

function matchAdjust(text: string): Extract<VoiceAction, { type: 'adjust' }> | null {
  const fixed: Record<string, Extract<VoiceAction, { type: 'adjust' }>> = {
    'zoom in': { type: 'adjust', setting: 'text-size', change: 'increase' },
    'zoom out': { type: 'adjust', setting: 'text-size', change: 'decrease' },
    'high contrast': { type: 'adjust', setting: 'contrast', change: 'increase' },
    'high contrast mode': { type: 'adjust', setting: 'contrast', change: 'increase' },
    'normal contrast': { type: 'adjust', setting: 'contrast', change: 'decrease' },
    'normal mode': { type: 'adjust', setting: 'contrast', change: 'decrease' },
    'low contrast': { type: 'adjust', setting: 'contrast', change: 'decrease' },
  };
  const plain = text.replace(/^(?:turn on |switch to |use |enable )/, '');
  if (fixed[plain]) return fixed[plain];

  for (const [setting, names] of settingNames) {
    for (const [change, words] of [
      ['increase', increaseWords],
      ['decrease', decreaseWords],
    ] as const) {
      const name = `(?:the |my )?(?:${names})`;
      const patterns = [
        // "increase text size", "increase the text size a bit"
        `^(?:${words}) ${name}(?: a bit| a little| please| more| by two| by 2)?$`,
        // "text size up", "text bigger", "line height increase"
        `^${name} (?:${words})$`,
        // "make the text bigger", "make the text size larger"
        `^(?:make|set|turn|put) ${name} (?:${words}|a bit (?:${words})|a little (?:${words}))$`,
        // "bigger text", "larger font"
        `^(?:${words}) (?:${names})$`,
      ];
      if (patterns.some((pattern) => new RegExp(pattern).test(text))) {
        return { type: 'adjust', setting, change };
      }
    }
  }
  return null;
}

const toggleNames: ReadonlyArray<[Toggleable, string]> = [
  ['monochrome', 'monochrome|monochrome mode|greyscale|black and white|grey|gray|no colours|no colors'],
  [
    'vision-impaired',
    'vision impaired|vision impaired profile|vision impaired mode|vision profile|vision impaired setting',
  ],
  [
    'seizure-safe',
    'seizure safe|seizure safe mode|seizure safe profile|epilepsy safe|epilepsy mode|animations|animation|motion',
  ],
];

const onWords = 'turn on|switch on|enable|activate|start|use|apply|on|set|put on|show';
const offWords = 'turn off|switch off|disable|deactivate|stop|remove|off|no|end|cancel|hide|exit';

function matchToggle(text: string): Extract<VoiceAction, { type: 'toggle' }> | null {
  for (const [setting, names] of toggleNames) {
    const name = `(?:the |a )?(?:${names})`;
    // "animations" read the other way round: "stop animations" turns seizure-safe ON.
    const inverted = setting === 'seizure-safe';
    const on = `(?:${onWords})`;
    const off = `(?:${offWords})`;
    const tests: Array<[RegExp, boolean]> = [
      [new RegExp(`^${on} ${name}$`), true],
      [new RegExp(`^${name} (?:on|mode on|please)$`), true],
      [new RegExp(`^${name}$`), true],
      [new RegExp(`^turn ${name} on$`), true],
      [new RegExp(`^${off} ${name}$`), false],
      [new RegExp(`^${name} off$`), false],
      [new RegExp(`^turn ${name} off$`), false],
    ];
    for (const [pattern, on] of tests) {
      if (!pattern.test(text)) continue;
      const motionWord = /\b(animations?|motion)\b/.test(text);
      return { type: 'toggle', setting, on: inverted && motionWord ? !on : on };
    }
  }
  return null;
}

const sizeWords: ReadonlyArray<[string, string]> = [
  ['extra extra large|double extra large|double xl|2xl|xxl|x x l|double x l|two xl|2 xl', 'XXL'],
  ['extra large|x large|xl|x l|extra l', 'XL'],
  ['extra small|x small|xs|x s', 'XS'],
  ['small|s|smol|smaller', 'S'],
  ['medium|m|em|mid|medium size|midsize', 'M'],
  ['large|l|el|big', 'L'],
];

function sizeCode(words: string): string | null {
  for (const [names, code] of sizeWords) {
    if (new RegExp(`^(?:${names})$`).test(words)) return code;
  }
  // Numbered sizes as the catalogue may spell them ("size 32").
  if (/^\d{1,3}$/.test(words)) return words;
  return null;
}

function matchSize(text: string): Extract<VoiceAction, { type: 'select-size' }> | null {
  const patterns = [
    /^(?:select|choose|pick|take|set|use|want|i want|i ll take|get|give me|change to|switch to)?(?: the| a| an)? ?size (.+)$/,
    /^(?:select|choose|pick|take|i want|i ll take|give me|change to|switch to) (?:the |a |an )?(.+?)(?: size| one)?$/,
    /^(?:the |a |an )?(.+?) size(?: please)?$/,
    /^(?:select|choose|pick) (.+)$/,
    // A size said on its own, in full words only ("medium"): single letters are too easily misheard.
    /^(small|medium|large|extra small|extra large|extra extra large|double extra large|xl|xxl)$/,
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    const words = found?.[1]?.trim();
    if (!words) continue;
    const code = sizeCode(words);
    if (code) return { type: 'select-size', size: code };
  }
  return null;
}

const exact: ReadonlyArray<[RegExp, VoiceAction]> = [
  [
    /^(?:next page|next|go to the next page|go to next page|the next page|show the next page|show next page|more products|show more products|page forward|forward a page)$/,
    { type: 'turn-page', direction: 'next' },
  ],
  [
    /^(?:previous page|previous|go to the previous page|go to previous page|the previous page|show the previous page|back a page|go back a page|page back)$/,
    { type: 'turn-page', direction: 'previous' },
  ],
  [
    /^(?:logout|logout of my account|logout of the shop|logout me|log me out|sign me out|logout now|exit my account)$/,
    { type: 'logout' },
  ],
  [
    /^(?:add|put|place|pop)(?: it| this| this item| this product| that| the product| the item| one)?(?: to| in| into| on)(?: the| my)? (?:cart|basket|bag|trolley)$/,
    { type: 'add-to-cart' },
  ],
  [
    /^(?:add to cart|buy it|buy this|buy this one|i ll take it|i will take it|add it)$/,
    { type: 'add-to-cart' },
  ],
  [
    /^(?:help|help me|what can i say|what can i do|what do i say|what should i say|what can you do|what do you understand|commands|voice commands|list commands|list the commands|list of commands|show commands|show the commands|show me the commands|read the commands|what are the commands|what are my options|options|tell me the commands|show me what i can say)$/,
    { type: 'help' },
  ],
  [
    /^(?:stop|stop it|stop reading|stop talking|stop speaking|stop the reading|stop voiceover|stop the voiceover|quiet|be quiet|silence|shut up|hush|enough|that s enough|cancel reading|pause reading|stop reading aloud)$/,
    { type: 'stop' },
  ],
  [
    /^(?:read|read it|read this|read that|read aloud|read out|read it out|read it aloud|read this aloud|read out loud|read it to me|read to me|read this page|read the page|read page|read this page aloud|read the product|read the product details|read product details|read the details|read the description|read my cart|read the cart|read cart|read my order|read the order|voiceover|start voiceover|play voiceover|describe this page|describe the page|describe it|what is on this page|what s on this page|what is this page|where am i|tell me about this product|tell me about this|what is this)$/,
    { type: 'read' },
  ],
  [
    /^(?:reset|reset all|reset everything|reset settings|reset all settings|reset the settings|reset display|reset the display|reset accessibility|reset accessibility settings|reset the taskbar|reset taskbar|restore defaults|restore default settings|default settings|defaults|back to default|back to defaults|back to normal|undo all changes|clear settings)$/,
    { type: 'reset' },
  ],
];

const taskbarOpen =
  /^(?:activate|open|open up|show|display|enable|turn on|start|bring up|launch|expand)(?: the| my)? (?:taskbar|accessibility taskbar|accessibility menu|accessibility settings|accessibility panel|accessibility options|settings)$|^taskbar(?: on| open)?$/;
const taskbarClose =
  /^(?:deactivate|close|hide|disable|turn off|dismiss|collapse|exit)(?: the| my)? (?:taskbar|accessibility taskbar|accessibility menu|accessibility settings|accessibility panel|accessibility options|settings)$|^taskbar(?: off| close)$/;

const searchPattern =
  /^(?:search the shop for|search the store for|search for|search|find me|find|look for|look up|i m looking for|i am looking for|show me some|do you have|have you got)(?: a| an| some| any)? (.+)$/;

function matchSearch(text: string): VoiceAction | null {
  const found = searchPattern.exec(text);
  const query = found?.[1]?.trim();
  if (!query) return null;
  // "find out if I can log out" is a sentence, not a search; keep queries short and about things.
  if (/^(?:out|about|how|why|when|if|whether|what|where|who|this|that|it|anything|something)\b/.test(query)) {
    return null;
  }
  if (query.split(' ').length > 6) return null;
  // "find my orders" is a place in the shop, not a product.
  const to = matchDestination(query);
  if (to) return { type: 'navigate', to };
  return { type: 'search', query };
}

/** What the shopper asked for, or null when the transcript is not a command. */
export function parseVoiceCommand(transcript: string): VoiceAction | null {
  const text = stripFillers(normalise(transcript));
  if (!text) return null;

  for (const [pattern, action] of exact) if (pattern.test(text)) return action;
  if (taskbarOpen.test(text)) return { type: 'taskbar', open: true };
  if (taskbarClose.test(text)) return { type: 'taskbar', open: false };

  const to = matchDestination(text);
  if (to) return { type: 'navigate', to };

  return matchAdjust(text) ?? matchToggle(text) ?? matchSize(text) ?? matchSearch(text);
}
