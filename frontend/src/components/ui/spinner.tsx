// A busy indicator for buttons (the spec's password form uses size 20). Decorative: the control it sits in
// says what is happening in words.
export function Spinner({ size = 20 }: { size?: number }) {
  return (
    <svg
      className="spinner"
      viewBox="0 0 24 24"
      style={{ width: `${size / 16}rem`, height: `${size / 16}rem` }}
      aria-hidden="true"
      focusable="false"
      data-size={size}
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.3" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
