import { socialLinkView } from './socialLinkUrl';
import { footerMenus } from './footerMenus';

describe('footer data', () => {
  it('builds each service’s address from the account path', () => {
    expect(socialLinkView({ socialMediaService: 'LinkedIn', accountPath: 'company/homefinder' }).url).toBe(
      'https://www.linkedin.com/company/homefinder',
    );
    expect(socialLinkView({ socialMediaService: 'YouTube', accountPath: '@homefinder' }).url).toBe(
      'https://www.youtube.com/@homefinder',
    );
    expect(socialLinkView({ socialMediaService: 'Twitter', accountPath: 'homefinder_es' })).toEqual({
      url: 'https://x.com/homefinder_es',
      icon: 'twitter',
      name: 'X',
    });
  });

  it('opens professional sites in a new tab and drops the menu when the portal has none', () => {
    const withPro = footerMenus(
      { professionalsUrl: 'https://pro.example', valuation: true, defaultCulture: 'en' },
      'en',
    );
    const professionals = withPro.find((menu) => menu.title === 'Shell.Footer.Menu.Professionals');
    expect(professionals?.subMenus.every((sub) => sub.openInANewTab)).toBe(true);
    expect(footerMenus({ valuation: false, defaultCulture: 'en' }, 'en').map((menu) => menu.title)).toEqual([
      'Shell.Footer.Menu.Help',
      'Shell.Footer.Menu.Company',
      'Shell.Footer.Menu.Legal',
    ]);
  });

  it("links the portal's own pages in the visitor's culture: its prefix and its words", () => {
    const links = (culture: 'en' | 'pt') =>
      footerMenus({ valuation: true, defaultCulture: 'en' }, culture)
        .flatMap((menu) => menu.subMenus)
        .filter((sub) => !sub.openInANewTab)
        .map((sub) => sub.link);
    expect(links('en')).toEqual(expect.arrayContaining(['/about-us', '/house-price', '/agents']));
    const pt = links('pt');
    expect(pt).toEqual(expect.arrayContaining(['/pt/about-us', '/pt/preco-habitacao', '/pt/agentes-imobiliarios']));
    expect(pt.every((link) => link.startsWith('/pt/'))).toBe(true);
  });
});
