// The voice commands the shop understands, as shoppers are told them: one list, shown and read by the
// voice "help" action and shown on the Accessibility page. The parser's tests check every phrase here.

export interface VoiceCommandGroup {
  title: string;
  commands: ReadonlyArray<{ phrase: string; description: string }>;
}

export const voiceCommandGroups: readonly VoiceCommandGroup[] = [
  {
    title: 'Moving around',
    commands: [
      { phrase: 'Go to home', description: 'Opens the home page.' },
      { phrase: 'Go to collection', description: 'Opens the whole collection.' },
      { phrase: 'Go to cart', description: 'Opens your cart.' },
      { phrase: 'Go to checkout', description: 'Opens the delivery and payment page.' },
      { phrase: 'Go to orders', description: 'Opens your orders.' },
      { phrase: 'Go to profile', description: 'Opens your profile settings.' },
      { phrase: 'Go to login', description: 'Opens the login page.' },
      { phrase: 'Go to about', description: 'Opens the About page.' },
      { phrase: 'Go to contact', description: 'Opens the Contact page.' },
      { phrase: 'Go to accessibility', description: 'Opens the Accessibility page.' },
      { phrase: 'Go to live help', description: 'Asks a person from our team to help you.' },
      { phrase: 'Search for linen trousers', description: 'Searches the collection for what you name.' },
      { phrase: 'Logout', description: 'Signs you out and opens the login page.' },
    ],
  },
  {
    title: 'In the collection',
    commands: [
      { phrase: 'Next page', description: 'Shows the next page of products.' },
      { phrase: 'Previous page', description: 'Shows the page before.' },
    ],
  },
  {
    title: 'On a product page',
    commands: [
      { phrase: 'Select size medium', description: 'Chooses a size (small, medium, large, XL, XXL).' },
      { phrase: 'Add to cart', description: 'Adds the product in the chosen size to your cart.' },
    ],
  },
  {
    title: 'Reading aloud',
    commands: [
      { phrase: 'Read', description: 'Reads this page aloud: the product, your cart, or the main text.' },
      { phrase: 'Stop', description: 'Stops reading aloud.' },
      { phrase: 'What can I say', description: 'Shows and reads this list.' },
    ],
  },
  {
    title: 'Display',
    commands: [
      { phrase: 'Activate taskbar', description: 'Opens the accessibility taskbar.' },
      { phrase: 'Deactivate taskbar', description: 'Closes the accessibility taskbar.' },
      { phrase: 'Increase text size', description: 'Text 2 pixels larger (up to 40).' },
      { phrase: 'Decrease text size', description: 'Text 2 pixels smaller (down to 12).' },
      { phrase: 'Increase line height', description: 'More space between lines.' },
      { phrase: 'Decrease line height', description: 'Less space between lines.' },
      { phrase: 'Increase letter spacing', description: 'More space between letters.' },
      { phrase: 'Decrease letter spacing', description: 'Less space between letters.' },
      { phrase: 'Increase contrast', description: 'Switches to high contrast.' },
      { phrase: 'Decrease contrast', description: 'Back to the default colours.' },
      { phrase: 'Increase saturation', description: 'Stronger colours.' },
      { phrase: 'Decrease saturation', description: 'Paler colours.' },
      { phrase: 'Turn on monochrome', description: 'Shows the shop in shades of grey (“turn off” to undo).' },
      {
        phrase: 'Turn on vision impaired profile',
        description: 'Everything 150% larger with 20 pixel text (“turn off” to undo).',
      },
      {
        phrase: 'Turn on seizure safe',
        description: 'No animation or moving pictures, calmer colours (“turn off” to undo).',
      },
      { phrase: 'Reset', description: 'Puts every display setting back to its default.' },
    ],
  },
];

/** The list as one text to read aloud. */
export function voiceCommandsReading(): string {
  return [
    'You can say:',
    ...voiceCommandGroups.flatMap((group) => [
      `${group.title}.`,
      ...group.commands.map((command) => `“${command.phrase}”: ${command.description}`),
    ]),
  ].join(' ');
}
