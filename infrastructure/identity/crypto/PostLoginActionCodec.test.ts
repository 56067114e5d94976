import { PostLoginActionCodec } from './PostLoginActionCodec';

describe('post-login action codec', () => {
  const codec = new PostLoginActionCodec('k'.repeat(43), () => 1_000_000_000_000);

  it('round-trips an action for the profile that asked', () => {
    const encoded = codec.encode({ type: 'createFavorite', listingId: 12 }, 7);
    expect(codec.decode(encoded, [7])).toMatchObject({
      action: { type: 'createFavorite', listingId: 12 },
      profileId: 7,
    });
  });

  it('refuses a tampered payload, another key, another profile, an expired one', () => {
    const encoded = codec.encode({ type: 'deleteSearch', searchId: 3 }, 7);
    const [body, mac] = encoded.split('.');
    const tampered = `${Buffer.from(Buffer.from(body, 'base64url').toString().replace('"searchId":3', '"searchId":4')).toString('base64url')}.${mac}`;
    expect(codec.decode(tampered, [7])).toBeUndefined();
    expect(new PostLoginActionCodec('x'.repeat(43), () => 1_000_000_000_000).decode(encoded, [7])).toBeUndefined();
    expect(codec.decode(encoded, [8])).toBeUndefined();
    expect(
      new PostLoginActionCodec('k'.repeat(43), () => 1_000_000_000_000 + 31 * 60_000).decode(encoded, [7]),
    ).toBeUndefined();
    expect(codec.decode('garbage', [7])).toBeUndefined();
  });
});
