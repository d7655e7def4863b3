/** The Royal Lotus mark and word mark; `tone` picks the word colour for light or dark backgrounds. */
export function Logo({ name, tone = 'light' }: { name: string; tone?: 'light' | 'dark' }) {
  const word = tone === 'light' ? '#ffffff' : '#1b1530';
  return (
    <svg
      viewBox="0 0 220 48"
      width={176}
      height={38}
      preserveAspectRatio="xMinYMid slice"
      role="img"
      aria-label={name}
      className="brand-logo"
    >
      <defs>
        <linearGradient id="lotus-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd56b" />
          <stop offset="1" stopColor="#e9a908" />
        </linearGradient>
        <linearGradient id="lotus-violet" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b18cff" />
          <stop offset="1" stopColor="#6b2bd9" />
        </linearGradient>
      </defs>
      <g transform="translate(4 4)">
        <path d="M20 2c6 7 8 16 0 30-8-14-6-23 0-30z" fill="url(#lotus-gold)" />
        <path d="M2 14c10 1 16 7 17 18C8 30 2 23 2 14z" fill="url(#lotus-violet)" />
        <path d="M38 14c-10 1-16 7-17 18 11-2 17-9 17-18z" fill="url(#lotus-violet)" />
        <path d="M4 36h32" stroke="url(#lotus-gold)" strokeWidth="3" strokeLinecap="round" />
      </g>
      <text
        x="52"
        y="24"
        fill={word}
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="21"
        fontWeight="700"
        letterSpacing="1"
      >
        ROYAL
      </text>
      {/* A space between the words, so the word mark reads as the name it shows (2.5.3). */}{' '}
      <text
        x="52"
        y="42"
        fill="#e9a908"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="15"
        fontWeight="700"
        letterSpacing="5.2"
      >
        LOTUS
      </text>
    </svg>
  );
}
