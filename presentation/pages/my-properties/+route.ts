/** My properties (document 000 §2 "Valuation area"). */
export default '/my-properties';
