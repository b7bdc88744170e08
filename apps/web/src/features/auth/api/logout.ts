import { api } from '../../../lib/api-client';

export const logout = () => api.post<{ success: true }>('/logout');
