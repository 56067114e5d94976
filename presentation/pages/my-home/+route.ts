export default '/my-home';
