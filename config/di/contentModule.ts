import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { SubmitContentFormHandler } from '#application/content/commands/SubmitContentForm';
import { ContentService } from '#application/content/ports';
import { GetContentHandler } from '#application/content/queries/GetContent';
import { GetContent, SubmitContentForm } from '#application/content/tokens';
import { HttpContentService } from '#infrastructure/content/http/HttpContentService';

/** The content use cases (document 001 §7 "Content"), bound whatever serves ContentService. */
export function bindContentUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(GetContent).to(GetContentHandler).inSingletonScope();
  bind(SubmitContentForm).to(SubmitContentFormHandler).inSingletonScope();
}

/** Content in the browser: the use cases over ContentService's http adapter (needs ServiceClientToken bound). */
export const contentModule = new ContainerModule(({ bind }) => {
  bindContentUseCases(bind);
  bind(ContentService).to(HttpContentService).inSingletonScope();
});
