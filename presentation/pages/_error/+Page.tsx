import { usePageContext } from 'vike-react/usePageContext';

export default function Page() {
  const { is404 } = usePageContext();
  return <main><h1>{is404 ? 'Page not found' : 'Oops! There was internal server error'}</h1></main>;
}
