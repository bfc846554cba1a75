import type { User } from '@congregacao/shared/contracts/user';
import type { UsersResponse } from '@congregacao/shared/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_QUERY_KEY } from '../../../lib/queries/keys';

export function getUsers(): Promise<User[]> {
  return api.get<UsersResponse>('/users').then((body) => body.users);
}

export function getDeletedUsers(): Promise<User[]> {
  return api.get<UsersResponse>('/users/deleted').then((body) => body.users);
}

export function getUsersQueryOptions() {
  return queryOptions({ queryKey: [...USERS_QUERY_KEY, 'active'], queryFn: getUsers });
}

export function getDeletedUsersQueryOptions() {
  return queryOptions({ queryKey: [...USERS_QUERY_KEY, 'deleted'], queryFn: getDeletedUsers });
}

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}

export function useDeletedUsers() {
  return useQuery(getDeletedUsersQueryOptions());
}
