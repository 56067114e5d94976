/** An encoded post-login action travels as one opaque, bounded token (verified on replay, see PostLoginActionCodec). */
export function isPostLoginActionEncoded(value: string): boolean {
  return /^[\w-]+\.[\w-]+$/.test(value) && value.length <= 1000;
}
