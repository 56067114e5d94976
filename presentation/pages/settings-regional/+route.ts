/** The profile's language, country and currency (document 000 §6: "Full user: profile, security and regional links"). */
export default '/settings/regional';
