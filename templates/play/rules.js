// Shared rule functions for the game boards.
