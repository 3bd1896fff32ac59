# terminal
