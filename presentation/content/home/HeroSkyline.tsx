/**
 * The hero's backdrop: a street of houses and blocks in silhouette, drawn inline (no image
 * request), coloured by the hero's --color-hero-skyline through currentColor.
 */
export function HeroSkyline({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1440 220"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        opacity="0.55"
        d="M40 220V100h70V220z M120 220V60h50V220z M180 220V120h90V220z M300 220V40h60V220z M380 220V90h110V220z M520 220V70h45V220z M600 220V110h80V220z M720 220V50h60V220z M800 220V100h100V220z M940 220V30h55V220z M1010 220V105h90V220z M1130 220V60h60V220z M1210 220V95h100V220z M1330 220V45h70V220z M1410 220V80h60V220z"
      />
      <path
        fill="currentColor"
        d="M0 220V160L60 120L120 160V220z M150 220V170L195 135L240 170V220z M260 220V150L330 105L400 150V220z M430 220V165L480 127L530 165V220z M560 220V155L625 113L690 155V220z M720 220V170L767 136L815 170V220z M840 220V145L915 97L990 145V220z M1020 220V162L1075 122L1130 162V220z M1160 220V158L1225 114L1290 158V220z M1310 220V154L1375 110L1440 154V220z"
      />
    </svg>
  );
}
