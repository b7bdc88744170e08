import { api } from '../api-client';

export const logout = () => api.post<{ success: true }>('/logout');
