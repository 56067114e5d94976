/** Tests only: the hand-made zips the fuzzer sends (server/fuzz/zipBytes), for the import suites. */
export { buildZip, zeros, type ZipEntrySpec } from '#server/fuzz/zipBytes';
