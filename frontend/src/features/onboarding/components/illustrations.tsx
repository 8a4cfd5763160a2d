// Decorative pictures of the introduction (the text beside them says everything they show).
const frame = {
  viewBox: '0 0 240 140',
  width: 240,
  height: 140,
  'aria-hidden': true,
  focusable: false,
  className: 'onboarding__art',
} as const;

export const ComparePricesArt = () => (
  <svg {...frame}>
    <rect
      x="20"
      y="30"
      width="80"
      height="90"
      rx="8"
      fill="var(--bg-muted)"
      stroke="currentColor"
      strokeWidth="3"
    />
    <rect
      x="140"
      y="30"
      width="80"
      height="90"
      rx="8"
      fill="var(--bg-muted)"
      stroke="currentColor"
      strokeWidth="3"
    />
    <path
      d="M40 60h40M40 80h30M160 60h40M160 80h20"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
    />
    <path
      d="M108 75h24m-8-8 8 8-8 8"
      stroke="currentColor"
      strokeWidth="4"
      fill="none"
      strokeLinecap="round"
    />
  </svg>
);

export const AssistanceArt = () => (
  <svg {...frame}>
    <rect
      x="30"
      y="25"
      width="110"
      height="60"
      rx="14"
      fill="var(--bg-muted)"
      stroke="currentColor"
      strokeWidth="3"
    />
    <rect
      x="100"
      y="65"
      width="110"
      height="55"
      rx="14"
      fill="var(--bg-muted)"
      stroke="currentColor"
      strokeWidth="3"
    />
    <path
      d="M50 50h70M50 65h45M120 88h70M120 102h40"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
    />
  </svg>
);

export const VoiceOverArt = () => (
  <svg {...frame}>
    <path d="M70 55v30h25l30 25V30L95 55H70Z" fill="var(--bg-muted)" stroke="currentColor" strokeWidth="3" />
    <path
      d="M145 50a30 30 0 0 1 0 40M160 35a52 52 0 0 1 0 70"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
    />
  </svg>
);

export const TaskbarArt = () => (
  <svg {...frame}>
    <rect
      x="20"
      y="45"
      width="200"
      height="50"
      rx="25"
      fill="var(--bg-muted)"
      stroke="currentColor"
      strokeWidth="3"
    />
    <text x="45" y="78" fontSize="22" fontWeight="700" fill="currentColor">
      A+
    </text>
    <path d="M100 62h30M100 72h30M100 82h30" stroke="currentColor" strokeWidth="3" />
    <circle cx="170" cy="70" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
    <path d="M170 57v26a13 13 0 0 0 0-26Z" fill="currentColor" />
  </svg>
);
