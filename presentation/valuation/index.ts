/** The valuation area's pages (document 002; routes in document 000 §2). */
export { loadValuationPageData, numericParam, type ValuationPageData } from './loadValuationPageData';
export { WizardPage } from './WizardPage';
export { PropertiesPage } from './PropertiesPage';
export { PropertyPage } from './PropertyPage';
