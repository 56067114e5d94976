import type { ContextCatalogues } from '../Catalogue';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };

/** The valuation wizard, its results and My properties (document 002). */
const valuation: ContextCatalogues = { de, en, es, fr, it, pt };
export default valuation;
