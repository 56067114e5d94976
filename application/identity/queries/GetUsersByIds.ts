import { inject, injectable } from 'inversify';
import { UsersRepository } from '../ports';
import { isPublicUser, type PublicUser, publicUser } from '../userViews';

export interface GetUsersByIds {
  userIds: number[];
}

/** POST /users/ids (mode default agent): the public view of the agents among the ids, in their order. */
@injectable()
export class GetUsersByIdsHandler {
  constructor(@inject(UsersRepository) private readonly users: UsersRepository) {}

  async execute(query: GetUsersByIds): Promise<PublicUser[]> {
    const found = await this.users.findByIds(query.userIds);
    return found.filter(isPublicUser).map(publicUser);
  }
}
