/** The footer's id: the head holds the first frame until the parser reaches it (+Head.tsx). */
export const FOOTER_ID = 'footer';
