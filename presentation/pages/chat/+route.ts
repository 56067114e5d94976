/** The navigation's Chat entry (document 000 §2) leads here; conversations with agents. */
export default '/chat';
