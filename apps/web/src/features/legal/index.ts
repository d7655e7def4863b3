// The page itself (`components/legal-page`, with the rich-text sanitizer) is a lazy route chunk: the router
// imports it by path, so the first page carries only what the footer shows.
export { legalDocumentQuery, legalKeys, legalOperatorQuery } from './api/legal-calls';
export { OperatorDetails } from './components/operator-details';
export { LEGAL_TITLE_KEYS } from './components/legal-titles';
