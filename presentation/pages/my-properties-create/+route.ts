/** The valuation wizard's start (document 000 §2), with ?origin, ?referer, ?agentId or a place (?city, ?countryISO, ?lat, ?lng). */
export default '/my-properties/create';
