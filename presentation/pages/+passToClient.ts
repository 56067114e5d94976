/** Added to +config.ts's list (passToClient is cumulative): see +onCreatePageContext.server.ts. */
export default ['requestTime', 'urlWords'];
