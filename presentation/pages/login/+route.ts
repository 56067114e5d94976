/** The provider's interactions land here (server/identity/interactionRoutes binds the request's state first). */
export default '/login';
