/** The profile link used by mobile (document 000 §2). */
export default '/settings/profile';
