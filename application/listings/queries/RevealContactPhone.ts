import { inject, injectable } from 'inversify';
import type { ContactPhoneTarget } from '#domain/listings/ContactPhone';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { ContactPhones } from '../ports';

/** "Show phone number" and "Call": the number, fetched when the visitor asks for it. */
@injectable()
export class RevealContactPhoneHandler {
  constructor(@inject(ContactPhones) private readonly phones: ContactPhones) {}

  execute(target: ContactPhoneTarget): Promise<Result<{ phone: string }, DomainError>> {
    return this.phones.reveal(target);
  }
}
