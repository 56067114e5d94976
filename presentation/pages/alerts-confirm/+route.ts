export default '/alerts/confirm';
