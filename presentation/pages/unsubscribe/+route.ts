export default '/unsubscribe';
