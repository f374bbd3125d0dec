import { serializeJsonLd } from './jsonLd';

describe('serializeJsonLd', () => {
  it('cannot be closed by text inside it', () => {
    const out = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
