// English voice phrases: what shoppers say, with the words the recogniser tends to hear instead, and the
// English list of commands. Also tried after Sinhala or Tamil, since shoppers mix English in.
import type { PhraseSet } from './phrase-set';

const navigateVerbs =
  '(?:go to|go|proceed to|continue to|goes to|going to|take me to|take me|bring me to|navigate to|open|open up|show me|show|show me to|visit|switch to|head to|jump to|move to|back to|go back to|return to|i want|view|see|display|get me to|talk to|speak to|speak with|talk with|get|call|contact)';
const placeNoise = '(?:the |my |our |your |a |an )?';
const pageNoise = '(?: page| screen| section| tab| area)?';

const increase =
  'increase|raise|enlarge|grow|boost|more|higher|bigger|larger|up|turn up|make bigger|add|maximise|maximize|greater|improve|strengthen';
const decrease =
  'decrease|reduce|lower|shrink|less|smaller|down|turn down|make smaller|minimise|minimize|lessen|weaken|fewer|diminish';
const adjustPrefix = '(?:turn on |switch to |use |enable )?';

const on = '(?:turn on|switch on|enable|activate|start|use|apply|on|set|put on|show)';
const off = '(?:turn off|switch off|disable|deactivate|stop|remove|off|no|end|cancel|hide|exit)';
const article = '(?:the |a )?';

const taskbarNames =
  '(?:taskbar|accessibility taskbar|accessibility menu|accessibility settings|accessibility panel|accessibility options|settings)';

export const en: PhraseSet = {
  misheard: [
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
  ],

  fillers: {
    leading: [
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
    ],
    trailing: [
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
    ],
  },

  commands: [
    [
      { type: 'turn-page', direction: 'next' },
      'next page|next|go to the next page|go to next page|the next page|show the next page|show next page|more products|show more products|page forward|forward a page',
    ],
    [
      { type: 'turn-page', direction: 'previous' },
      'previous page|previous|go to the previous page|go to previous page|the previous page|show the previous page|back a page|go back a page|page back',
    ],
    [
      { type: 'logout' },
      'logout|logout of my account|logout of the shop|logout me|log me out|sign me out|logout now|exit my account',
    ],
    [
      { type: 'add-to-cart' },
      '(?:add|put|place|pop)(?: it| this| this item| this product| that| the product| the item| one)?(?: to| in| into| on)(?: the| my)? (?:cart|basket|bag|trolley)',
    ],
    [{ type: 'add-to-cart' }, 'add to cart|buy it|buy this|buy this one|i ll take it|i will take it|add it'],
    [
      { type: 'help' },
      'help|help me|what can i say|what can i do|what do i say|what should i say|what can you do|what do you understand|commands|voice commands|list commands|list the commands|list of commands|show commands|show the commands|show me the commands|read the commands|what are the commands|what are my options|options|tell me the commands|show me what i can say',
    ],
    [
      { type: 'stop' },
      'stop|stop it|stop reading|stop talking|stop speaking|stop the reading|stop voiceover|stop the voiceover|quiet|be quiet|silence|shut up|hush|enough|that s enough|cancel reading|pause reading|stop reading aloud',
    ],
    [
      { type: 'open-helper-product' },
      '(?:open|show me|show|go to|take me to) (?:the )?(?:product|item|thing|one) (?:my|the) helper (?:sent|sent me|has sent|shared)|(?:open|show me|show) (?:what|the product|the item) (?:my|the) helper (?:sent|sent me|has sent)|(?:open|show me|show) (?:my|the) helper s (?:product|item|card)|(?:open|show me) the (?:sent|helper s) product|open the product from my helper',
    ],
    [
      { type: 'read-reviews' },
      'read the reviews|read reviews|read the reviews aloud|read reviews aloud|read me the reviews|read out the reviews|read the latest reviews|read the product reviews|read the buyer reviews|read the ratings|read the review|what do the reviews say|what do buyers say|what do people say about it|what do other buyers say|reviews|the reviews',
    ],
    [
      { type: 'read' },
      'read|read it|read this|read that|read aloud|read out|read it out|read it aloud|read this aloud|read out loud|read it to me|read to me|read this page|read the page|read page|read this page aloud|read the product|read the product details|read product details|read the details|read the description|read my cart|read the cart|read cart|read my order|read the order|voiceover|start voiceover|play voiceover|describe this page|describe the page|describe it|what is on this page|what s on this page|what is this page|where am i|tell me about this product|tell me about this|what is this',
    ],
    [
      { type: 'reset' },
      'reset|reset all|reset everything|reset settings|reset all settings|reset the settings|reset display|reset the display|reset accessibility|reset accessibility settings|reset the taskbar|reset taskbar|restore defaults|restore default settings|default settings|defaults|back to default|back to defaults|back to normal|undo all changes|clear settings',
    ],
    [
      { type: 'taskbar', open: true },
      `(?:activate|open|open up|show|display|enable|turn on|start|bring up|launch|expand)(?: the| my)? ${taskbarNames}|taskbar(?: on| open)?`,
    ],
    [
      { type: 'taskbar', open: false },
      `(?:deactivate|close|hide|disable|turn off|dismiss|collapse|exit)(?: the| my)? ${taskbarNames}|taskbar(?: off| close)`,
    ],
  ],

  setLanguage: {
    names: [
      ['en', { name: 'english' }],
      ['si', { name: 'sinhala|sinhalese|singhala|sinhale' }],
      ['ta', { name: 'tamil|thamil|tamizh' }],
    ],
    shapes: [
      '(?:speak |speak in |talk in |in |use |switch to |change to |switch the language to |switch language to |change the language to |change language to |set the language to |set language to |language )?{name}(?: language| please| mode| version)?',
    ],
  },

  navigate: {
    places: [
      ['home', { place: 'home|homepage|home screen|start page|main page|front page' }],
      [
        'collection',
        { place: 'collection|collections|catalogue|catalog|all products|products|shop|store|clothes' },
      ],
      ['checkout', { place: 'checkout|place order|payment|delivery' }],
      ['cart', { place: 'cart|shopping cart|basket|shopping basket|bag|shopping bag|trolley' }],
      ['orders', { place: 'orders|order|order history|purchases|past orders' }],
      ['profile', { place: 'profile|account|profile settings|account settings|password' }],
      ['login', { place: 'login|login screen|sign up|register' }],
      ['about', { place: 'about|about us|about the shop|about the store' }],
      ['contact', { place: 'contact|contact us|contacts|contact details' }],
      ['accessibility', { place: 'accessibility|accessibility information|accessibility features' }],
      [
        'live-help',
        {
          place:
            'live help|live assistance|live support|live chat|live|a helper|helper|a human|human|a person|person|someone|an assistant|assistant',
        },
      ],
    ],
    // "contact" alone is the page; "contact a helper" is live help (matched by its own names).
    shapes: [`(?:${navigateVerbs} )?${placeNoise}{place}${pageNoise}`],
  },

  adjust: {
    fixed: [
      [{ type: 'adjust', setting: 'text-size', change: 'increase' }, `${adjustPrefix}zoom in`],
      [{ type: 'adjust', setting: 'text-size', change: 'decrease' }, `${adjustPrefix}zoom out`],
      [
        { type: 'adjust', setting: 'contrast', change: 'increase' },
        `${adjustPrefix}(?:high contrast|high contrast mode)`,
      ],
      [
        { type: 'adjust', setting: 'contrast', change: 'decrease' },
        `${adjustPrefix}(?:normal contrast|normal mode|low contrast)`,
      ],
    ],
    settings: [
      ['text-size', { setting: 'text size|text|font|the text|the font|letters|writing|words|zoom' }],
      ['line-height', { setting: 'line height|space between lines|spacing between lines|line gap' }],
      ['letter-spacing', { setting: 'letter spacing|space between letters|spacing between letters|spacing' }],
      ['contrast', { setting: 'contrast' }],
      [
        'saturation',
        { setting: 'saturation|colour saturation|color saturation|colours|colors|colour|color' },
      ],
    ],
    change: { increase: { change: increase }, decrease: { change: decrease } },
    shapes: [
      // "increase text size", "increase the text size a bit"
      '{change} (?:the |my )?{setting}(?: a bit| a little| please| more| by two| by 2)?',
      // "text size up", "text bigger", "line height increase"
      '(?:the |my )?{setting} {change}',
      // "make the text bigger", "make the text size larger"
      '(?:make|set|turn|put) (?:the |my )?{setting} (?:{change}|a bit {change}|a little {change})',
      // "bigger text", "larger font"
      '{change} {setting}',
    ],
  },

  toggle: {
    settings: [
      {
        setting: 'monochrome',
        names: {
          name: 'monochrome|monochrome mode|greyscale|black and white|grey|gray|no colours|no colors',
        },
      },
      {
        setting: 'vision-impaired',
        names: {
          name: 'vision impaired|vision impaired profile|vision impaired mode|vision profile|vision impaired setting',
        },
      },
      {
        setting: 'seizure-safe',
        names: { name: 'seizure safe|seizure safe mode|seizure safe profile|epilepsy safe|epilepsy mode' },
        inverted: { name: 'animations|animation|motion' },
      },
    ],
    shapes: [
      [`${on} ${article}{name}`, true],
      [`${article}{name} (?:on|mode on|please)`, true],
      [`${article}{name}`, true],
      [`turn ${article}{name} on`, true],
      [`${off} ${article}{name}`, false],
      [`${article}{name} off`, false],
      [`turn ${article}{name} off`, false],
    ],
  },

  size: {
    sizes: [
      ['extra extra large|double extra large|double xl|2xl|xxl|x x l|double x l|two xl|2 xl', 'XXL'],
      ['extra large|x large|xl|x l|extra l', 'XL'],
      ['extra small|x small|xs|x s', 'XS'],
      ['small|s|smol|smaller', 'S'],
      ['medium|m|em|mid|medium size|midsize', 'M'],
      ['large|l|el|big', 'L'],
    ],
    shapes: [
      '(?:select|choose|pick|take|set|use|want|i want|i ll take|get|give me|change to|switch to)?(?: the| a| an)? ?size (.+)',
      '(?:select|choose|pick|take|i want|i ll take|give me|change to|switch to) (?:the |a |an )?(.+?)(?: size| one)?',
      '(?:the |a |an )?(.+?) size(?: please)?',
      '(?:select|choose|pick) (.+)',
      // A size said on its own, in full words only ("medium"): single letters are too easily misheard.
      '(small|medium|large|extra small|extra large|extra extra large|double extra large|xl|xxl)',
    ],
  },

  search: {
    shapes: [
      '(?:search the shop for|search the store for|search for|search|find me|find|look for|look up|i m looking for|i am looking for|show me some|do you have|have you got)(?: a| an| some| any)? (.+)',
    ],
    // "find out if I can log out" is a sentence, not a search.
    notQuery: /^(?:out|about|how|why|when|if|whether|what|where|who|this|that|it|anything|something)\b/,
    maxWords: 6,
  },

  list: {
    intro: 'You can say:',
    groups: [
      {
        title: 'Moving around',
        commands: [
          {
            phrase: 'Go to home',
            description: 'Opens the home page.',
            action: { type: 'navigate', to: 'home' },
          },
          {
            phrase: 'Go to collection',
            description: 'Opens the whole collection.',
            action: { type: 'navigate', to: 'collection' },
          },
          { phrase: 'Go to cart', description: 'Opens your cart.', action: { type: 'navigate', to: 'cart' } },
          {
            phrase: 'Go to checkout',
            description: 'Opens the delivery and payment page.',
            action: { type: 'navigate', to: 'checkout' },
          },
          {
            phrase: 'Go to orders',
            description: 'Opens your orders.',
            action: { type: 'navigate', to: 'orders' },
          },
          {
            phrase: 'Go to profile',
            description: 'Opens your profile settings.',
            action: { type: 'navigate', to: 'profile' },
          },
          {
            phrase: 'Go to login',
            description: 'Opens the login page.',
            action: { type: 'navigate', to: 'login' },
          },
          {
            phrase: 'Go to about',
            description: 'Opens the About page.',
            action: { type: 'navigate', to: 'about' },
          },
          {
            phrase: 'Go to contact',
            description: 'Opens the Contact page.',
            action: { type: 'navigate', to: 'contact' },
          },
          {
            phrase: 'Go to accessibility',
            description: 'Opens the Accessibility page.',
            action: { type: 'navigate', to: 'accessibility' },
          },
          {
            phrase: 'Go to live help',
            description: 'Asks a person from our team to help you.',
            action: { type: 'navigate', to: 'live-help' },
          },
          {
            phrase: 'Search for linen trousers',
            description: 'Searches the collection for what you name.',
            action: { type: 'search', query: 'linen trousers' },
          },
          {
            phrase: 'Logout',
            description: 'Signs you out and opens the login page.',
            action: { type: 'logout' },
          },
        ],
      },
      {
        title: 'In the collection',
        commands: [
          {
            phrase: 'Next page',
            description: 'Shows the next page of products.',
            action: { type: 'turn-page', direction: 'next' },
          },
          {
            phrase: 'Previous page',
            description: 'Shows the page before.',
            action: { type: 'turn-page', direction: 'previous' },
          },
        ],
      },
      {
        title: 'On a product page',
        commands: [
          {
            phrase: 'Select size medium',
            description: 'Chooses a size (small, medium, large, XL, XXL).',
            action: { type: 'select-size', size: 'M' },
          },
          {
            phrase: 'Add to cart',
            description: 'Adds the product in the chosen size to your cart.',
            action: { type: 'add-to-cart' },
          },
          {
            phrase: 'Open the product my helper sent',
            description: 'In live help, opens the newest product your helper sent in the chat.',
            action: { type: 'open-helper-product' },
          },
        ],
      },
      {
        title: 'Reading aloud',
        commands: [
          {
            phrase: 'Read',
            description: 'Reads this page aloud: the product, your cart, or the main text.',
            action: { type: 'read' },
          },
          {
            phrase: 'Read the reviews',
            description: 'On a product page, reads its latest three reviews from buyers.',
            action: { type: 'read-reviews' },
          },
          { phrase: 'Stop', description: 'Stops reading aloud.', action: { type: 'stop' } },
          { phrase: 'What can I say', description: 'Shows and reads this list.', action: { type: 'help' } },
        ],
      },
      {
        title: 'Display',
        commands: [
          {
            phrase: 'Activate taskbar',
            description: 'Opens the accessibility taskbar.',
            action: { type: 'taskbar', open: true },
          },
          {
            phrase: 'Deactivate taskbar',
            description: 'Closes the accessibility taskbar.',
            action: { type: 'taskbar', open: false },
          },
          {
            phrase: 'Increase text size',
            description: 'Text 2 pixels larger (up to 40).',
            action: { type: 'adjust', setting: 'text-size', change: 'increase' },
          },
          {
            phrase: 'Decrease text size',
            description: 'Text 2 pixels smaller (down to 12).',
            action: { type: 'adjust', setting: 'text-size', change: 'decrease' },
          },
          {
            phrase: 'Increase line height',
            description: 'More space between lines.',
            action: { type: 'adjust', setting: 'line-height', change: 'increase' },
          },
          {
            phrase: 'Decrease line height',
            description: 'Less space between lines.',
            action: { type: 'adjust', setting: 'line-height', change: 'decrease' },
          },
          {
            phrase: 'Increase letter spacing',
            description: 'More space between letters.',
            action: { type: 'adjust', setting: 'letter-spacing', change: 'increase' },
          },
          {
            phrase: 'Decrease letter spacing',
            description: 'Less space between letters.',
            action: { type: 'adjust', setting: 'letter-spacing', change: 'decrease' },
          },
          {
            phrase: 'Increase contrast',
            description: 'Switches to high contrast.',
            action: { type: 'adjust', setting: 'contrast', change: 'increase' },
          },
          {
            phrase: 'Decrease contrast',
            description: 'Back to the default colours.',
            action: { type: 'adjust', setting: 'contrast', change: 'decrease' },
          },
          {
            phrase: 'Increase saturation',
            description: 'Stronger colours.',
            action: { type: 'adjust', setting: 'saturation', change: 'increase' },
          },
          {
            phrase: 'Decrease saturation',
            description: 'Paler colours.',
            action: { type: 'adjust', setting: 'saturation', change: 'decrease' },
          },
          {
            phrase: 'Turn on monochrome',
            description: 'Shows the shop in shades of grey (“turn off” to undo).',
            action: { type: 'toggle', setting: 'monochrome', on: true },
          },
          {
            phrase: 'Turn on vision impaired profile',
            description: 'Everything 150% larger with 20 pixel text (“turn off” to undo).',
            action: { type: 'toggle', setting: 'vision-impaired', on: true },
          },
          {
            phrase: 'Turn on seizure safe',
            description: 'No animation or moving pictures, calmer colours (“turn off” to undo).',
            action: { type: 'toggle', setting: 'seizure-safe', on: true },
          },
          {
            phrase: 'Reset',
            description: 'Puts every display setting back to its default.',
            action: { type: 'reset' },
          },
        ],
      },
    ],
  },
};
