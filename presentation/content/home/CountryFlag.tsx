/**
 * Round flags of the six countries, drawn inline: emoji flags do not render on Windows, and
 * images would be six more requests.
 */
const STRIPES: Record<string, { direction: 'vertical' | 'horizontal'; colours: string[]; weights?: number[] }> = {
  FR: { direction: 'vertical', colours: ['#002395', '#ffffff', '#ed2939'] },
  IT: { direction: 'vertical', colours: ['#009246', '#ffffff', '#ce2b37'] },
  DE: { direction: 'horizontal', colours: ['#000000', '#dd0000', '#ffce00'] },
  ES: { direction: 'horizontal', colours: ['#aa151b', '#f1bf00', '#aa151b'], weights: [1, 2, 1] },
  PT: { direction: 'vertical', colours: ['#006600', '#ff0000'], weights: [2, 3] },
};

export function CountryFlag({ countryISO, className }: { countryISO: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <clipPath id={`flag-${countryISO}`}>
        <circle cx="20" cy="20" r="20" />
      </clipPath>
      <g clipPath={`url(#flag-${countryISO})`}>
        {countryISO === 'CH' ? <SwissFlag /> : <Stripes countryISO={countryISO} />}
      </g>
      <circle cx="20" cy="20" r="19.5" fill="none" stroke="rgb(17 24 39 / 0.12)" />
    </svg>
  );
}

function SwissFlag() {
  return (
    <>
      <rect width="40" height="40" fill="#da291c" />
      <path fill="#ffffff" d="M16.5 9h7v7.5H31v7h-7.5V31h-7v-7.5H9v-7h7.5z" />
    </>
  );
}

function Stripes({ countryISO }: { countryISO: string }) {
  const flag = STRIPES[countryISO];
  if (!flag) return <rect width="40" height="40" fill="#cfd4dc" />;
  const weights = flag.weights ?? flag.colours.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let offset = 0;
  return (
    <>
      {flag.colours.map((colour, index) => {
        const size = (40 * weights[index]) / total;
        const at = offset;
        offset += size;
        return flag.direction === 'vertical' ? (
          <rect key={index} x={at} width={size + 0.5} height="40" fill={colour} />
        ) : (
          <rect key={index} y={at} width="40" height={size + 0.5} fill={colour} />
        );
      })}
    </>
  );
}
