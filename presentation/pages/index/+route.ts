export default '/';
