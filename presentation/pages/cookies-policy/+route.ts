/** Linked from the cookie consent banner (document 000 §2). */
export default '/cookies-policy';
