/** What other contexts may use of listings: the listing reads (financing's insurance offer reads the listing it is about). */
export { ListingsService } from './ports';
