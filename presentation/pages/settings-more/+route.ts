/** Settings for mobile guests (document 000 §2). */
export default '/settings/more';
