export default '/settings';
