import { renderToString } from 'react-dom/server';
import { AfterHydration } from './AfterHydration';

describe('AfterHydration', () => {
  it('renders the fallback on the server, never its children (they come after hydration)', () => {
    const html = renderToString(
      <AfterHydration fallback={<p>placeholder</p>}>
        <p>after hydration</p>
      </AfterHydration>,
    );
    expect(html).toBe('<p>placeholder</p>');
  });

  it('renders nothing on the server without a fallback', () => {
    expect(
      renderToString(
        <AfterHydration>
          <p>after hydration</p>
        </AfterHydration>,
      ),
    ).toBe('');
  });
});
